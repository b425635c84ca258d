import healthTones from "./health-tones.css?inline";
import statsPanel from "./stats-panel.css?inline";

/**
 * Sheets several widgets share (one place for rules that would otherwise be copied): add one to a
 * widget's `styles` after its own sheet.
 */

/** The health dot's colours (`.tone-green|yellow|red|grey` set --_tone) and its flapping blink. */
export const healthToneStyles = healthTones;

/** The 'Stats' panel below the picture (`.stats`, rows of `<div data-stat><dt><dd></div>`): the stream page's and `<vms-camera stats>`'s. */
export const statsPanelStyles = statsPanel;
