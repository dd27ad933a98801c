import { LinkedText } from '../../../components/text/linked-text';

/**
 * A message's text as text (never HTML), line breaks kept, web links clickable (the shared
 * `LinkedText`, which forum posts use too).
 */
export const MessageText = ({ text }: { text: string }) => <LinkedText text={text} />;
