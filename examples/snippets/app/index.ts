// An Android app in test mode, protected from replacement
import { App } from "pulumi-adpublisher";

const app = new App("spaceRun", {
  nickname: "Space Run",
  platform: "android",
  orientations: ["portrait"],
  isLive: false,
  isTestModeOn: true,
  testModeDuration: 60,
  isDirectedAtKidsUnder13: "NO",
}, { protect: true });

export const appId = app.id;
export const signature = app.signature;
