import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the React Router components the app does not use (docs/performance.md "Employee entry
 * JavaScript"). React Router's build creates its components and contexts with un-annotated top-level calls
 * (`var Link = React.forwardRef(...)`, `React.createContext(...)`) and names them for React's developer tools
 * (`Link.displayName = "Link"`); a bundler must keep such statements, so importing `useLocation` alone brought in the
 * whole router (Link, Form, ScrollRestoration, the data router: about 11 KB gzip). For the production build only, this
 * marks those calls pure (`@__PURE__`, as React's own builds do) and leaves out the `displayName` lines, which only
 * developer tools read. What the router does at run time is unchanged.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'finwell-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/\bReact(\d*)\.(forwardRef|createContext|memo)\(/g, '/* @__PURE__ */ React$1.$2(')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''),
        map: null,
      };
    },
  };
}
