import { generateChatMetadata, renderChatPage, type ChatPageProps } from '../../../chat-screen';

export const generateMetadata = generateChatMetadata;

/** /members/{id}/chat: the conversation with a profile (started by the first message); ?text= and ?gift=1. */
export default function MemberChatPage(props: ChatPageProps) {
  return renderChatPage(props, 'profile');
}
