import healthTones from "./health-tones.css?inline";

/**
 * Sheets several widgets share (one place for rules that would otherwise be copied): add one to a
 * widget's `styles` after its own sheet.
 */

/** The health dot's colours (`.tone-green|yellow|red|grey` set --_tone) and its flapping blink. */
export const healthToneStyles = healthTones;
