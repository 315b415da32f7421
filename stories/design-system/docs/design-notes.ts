/** What a designer or writer needs to know about a component beyond its props. */
export interface DesignNotes {
  /** What it is for, in a sentence or two, with its main options. */
  purpose: string;
  /** When another component or none at all is the better choice. */
  avoid: string;
  /** The states it has, as the stories show them. */
  states: string;
  /** How it behaves with long Uzbek and Russian texts, and how to write for it. */
  longTexts: string;
}

/** The component description of a docs page: the notes under fixed headings, in Markdown. */
export function designNotes({ purpose, avoid, states, longTexts }: DesignNotes): string {
  return [
    purpose,
    '#### When not to use it',
    avoid,
    '#### States',
    states,
    '#### Long Uzbek and Russian texts',
    longTexts,
  ].join('\n\n');
}
