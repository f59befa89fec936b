// The management API's list endpoints: the query parameters of GET /v5/apps, GET /v5/lists and GET .../ad-locations.
import { rulesOf } from "./case";

const apps = rulesOf("GET /apps", "management API: Endpoints: GET /v5/apps", {});

export const appListCases = [
  apps.passes("no parameters"),
  apps.passes("a keyword, a platform, a direction and a page", { keywordFilter: "Run", platformFilters: "amazon", direction: "desc", page: 2, limit: 10 }),
  apps.passes("a limit beyond the default (the API sets no largest page)", { limit: 500 }),
  apps.fails("platform_filters is android, ios or amazon", { platformFilters: "web" }, "platformFilters", "enumeration"),
  apps.fails("platform_filters is one platform", { platformFilters: "ios,android" }, "platformFilters", "one value"),
  apps.fails("direction is asc or desc", { direction: "up" }, "direction", "enumeration"),
  apps.fails("page is a whole number", { page: 1.5 }, "page", "int"),
  apps.fails("limit is at least 1", { limit: 0 }, "limit", "items per page"),
];

const lists = rulesOf("GET /lists", "management API: Endpoints: GET /v5/lists", {});

export const listListCases = [
  lists.passes("no parameters"),
  lists.passes("short items, sorted by title, descending", { summary: true, sort: "title", direction: "DESC" }),
  lists.passes("a type and a keyword, page 2", { typesFilter: "iab_content_taxonomy_1.0_service_default", keywordFilter: "default", page: 2, limit: 5 }),
  lists.fails("sort is title, date_modified or date_created", { sort: "name" }, "sort", "enumeration"),
  lists.fails("direction is ASC or DESC (upper case)", { direction: "asc" }, "direction", "enumeration"),
  lists.fails("page is a number of at least 1", { page: 0 }, "page", "greater than 1 (the first page is 1)"),
  lists.fails("limit is a number of at least 1", { limit: -1 }, "limit", "greater than 1"),
];

const locations = rulesOf("GET /apps/{app_id}/ad-locations", "management API: Endpoints: GET ad-locations (type_filter, ad_type_filter)", {});

export const adLocationListCases = [
  locations.passes("no filter"),
  locations.passes("a type a location may have, even one the API cannot create", { type: "auto_cpm" }),
  locations.passes("both filters", { type: "bidding", adType: "banner" }),
  locations.fails("type_filter is a location type", { type: "cpm" }, "type", "enumeration"),
  locations.fails("ad_type_filter is an ad type", { adType: "video" }, "adType", "enumeration"),
];
