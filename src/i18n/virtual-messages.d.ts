/** The compiled catalogues of src/i18n/vite-plugin.ts: nested message functions (docs/i18n.md). */
declare module 'virtual:finwell-messages/*' {
  type MessageFunction = (values?: Record<string, unknown>) => string;
  type CompiledTree = { [key: string]: MessageFunction | CompiledTree };
  const messages: CompiledTree;
  export default messages;
}
