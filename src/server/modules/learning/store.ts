/**
 * Where finished learning files live in the file storage (src/server/storage: DATA_DIR or S3-compatible object
 * storage; docs/learning.md "Files"): `uploads/learning/<32 hex>.<ext>`, names the server's own, never matched by
 * the public /files/uploads route (24 hex). The database row in `learning_files` holds the type, size and original
 * name. Unfinished uploads are kept chunk by chunk under `uploads/learning-partial/` (upload-parts.ts), so a resumed
 * upload may reach any server.
 */
export const learningKey = (name: string) => {
  // Names are generated here (hex + extension); anything else is a programming error, never a path.
  if (!/^[0-9a-f]{32}\.[a-z0-9]{2,5}$/.test(name)) throw new Error(`Not a learning file name: ${name}`);
  return `uploads/learning/${name}`;
};
