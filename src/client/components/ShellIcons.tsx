/** The shell's icons (header, navigation, state views, home page) without the rest of the set: docs/performance.md. */
export * from '../../../widgets/ui/shell-icons';
