// The chats feature's query keys (the list, one chat, its messages).
export const chatsKey = ["chats"] as const;
export const chatKey = (id: string) => ["chats", id] as const;
export const chatMessagesKey = (id: string) => ["chats", id, "messages"] as const;
