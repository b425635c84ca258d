import { $userInfo } from "./session-store";

/** The signed-in user's videoPreference once the user info answers (null when it cannot be read). */
export function userVideoPreference(): Promise<string | null> {
  return new Promise((resolve) => {
    const off = $userInfo.subscribe((info) => {
      if (info.status === "success") resolve(info.data.videoPreference);
      else if (info.status === "error") resolve(null);
      else return;
      queueMicrotask(() => off());
    });
  });
}
