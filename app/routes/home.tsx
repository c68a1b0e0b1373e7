// /answer/menu: the question list (the same page as /answer/menu/questions).
export { default, loader, meta } from "./questions";
