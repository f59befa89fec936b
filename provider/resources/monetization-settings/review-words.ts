// The settings are a page of their app: a review words them as the app's monetization settings.
import type { ReviewWording } from "../definition";

export const settingsReview: ReviewWording = { noun: "monetization settings" };
