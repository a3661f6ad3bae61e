/** Hono context variables set by the middlewares of src/http. */
export interface AppEnv {
  Variables: { requestId: string };
}
