/** The compiled catalogues of src/i18n/vite-plugin.ts: nested message functions (docs/i18n.md). */
declare module 'virtual:finwell-messages/*' {
  type MessageFunction = (values?: Record<string, unknown>) => string;
  type CompiledTree = { [key: string]: MessageFunction | CompiledTree };
  const messages: CompiledTree;
  export default messages;
}

/** The locales a person may choose (src/i18n/vite-plugin.ts, from src/i18n/translation-pending.json). */
declare module 'virtual:finwell-selectable-locales' {
  const selectable: readonly string[];
  export default selectable;
}
