/** The default player cards' names in Vietnamese: loaded on demand, when an element is shown in Vietnamese. */
export { CARD_NAMES_VI as default } from '@pitchside/engine/mne/picture-unchecked';
