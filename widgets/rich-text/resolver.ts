import type { WidgetResolver } from '../types.js';

/** The HTML, sanitised again on read (the server's allow-list sanitiser, injected). */
export const resolveRichText: WidgetResolver = async (ctx, props) => ({
  html: ctx.data.sanitizeRichText(String(props.html ?? '')),
});
