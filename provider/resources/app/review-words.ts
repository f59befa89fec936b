// A review lists each app's changes under the app, titled by its nickname.
import type { ReviewWording } from "../definition";

export const appReview: ReviewWording = {
  noun: "app",
  group: "app",
  title: (fields) => (fields.nickname === undefined || fields.nickname === null ? undefined : String(fields.nickname)),
};
