export { NotificationStack } from "./notification-stack";
