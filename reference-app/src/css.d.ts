/** Plain CSS imports of the app: collected into assets/app.css by the build. */
declare module "*.css";
