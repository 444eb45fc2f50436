/** A concrete URL for a route pattern: path params filled with `param` ('1'), wildcards with 'x'. */
export function concreteUrl(url: string, param = '1'): string {
  return url
    .split('/')
    .map((seg) => (seg === '*' ? 'x' : seg.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, encodeURIComponent(param))))
    .join('/');
}

/** Methods whose requests carry a JSON body in the walks. */
export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
