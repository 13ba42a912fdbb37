import { generateChatMetadata, renderChatPage, type ChatPageProps } from '../../chat-screen';

export const generateMetadata = generateChatMetadata;

/** /chats/{id}: one conversation (id = conversation id) in the chat layout. */
export default function ChatPage(props: ChatPageProps) {
  return renderChatPage(props, 'conversation');
}
