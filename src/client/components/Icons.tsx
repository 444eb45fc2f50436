/** The portal's icon set lives with the widget kit (widgets/ui/Icons.tsx), which both the pages and widgets use. */
export * from '../../../widgets/ui/Icons';
