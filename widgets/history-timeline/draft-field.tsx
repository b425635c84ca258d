import { useId, useState, type InputHTMLAttributes } from "react";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "onBlur"> {
  label: string;
  /** The state's value, shown whenever nothing is being typed. */
  value: string;
  /** Each typed value (the rules take or ignore it). */
  onDraft(value: string): void;
  /** Extra class of the field (e.g. "narrow"). */
  fieldClassName?: string;
}

/**
 * A labelled input of the history page's bars: while typing it keeps the draft, and on blur it
 * shows the state's value again, so a value the rules refused reverts (document 2 §5).
 */
export function DraftField({ label, value, onDraft, fieldClassName, ...input }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <label className={fieldClassName ? `field ${fieldClassName}` : "field"} htmlFor={id}>
      <span>{label}</span>
      <input
        {...input}
        id={id}
        value={draft ?? value}
        onChange={(event) => {
          setDraft(event.target.value);
          onDraft(event.target.value);
        }}
        onBlur={() => setDraft(null)}
      />
    </label>
  );
}
