// Plain global CSS files are imported for their side effects (style-loader in the apps, ignored in tests).
declare module '*.css';
