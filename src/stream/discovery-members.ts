import { z } from "@hono/zod-openapi";

/** The /api/v1/info members every stream protocol version describes the same way. */
export const StreamMessageMapsSchema = {
  server_messages: z
    .record(z.string(), z.string())
    .openapi({ description: "Message `type` → when the server sends it." }),
  client_messages: z
    .record(z.string(), z.string())
    .openapi({ description: "Message `type` → its shape and when a client may send it." }),
};

export const StreamClientLimitsSchema = {
  max_client_message_bytes: z
    .number()
    .int()
    .openapi({ description: "Largest client message, in bytes; a larger one closes the connection." }),
  max_client_messages_per_minute: z
    .number()
    .int()
    .openapi({ description: "Client messages allowed per minute; more close the connection." }),
};
