// Apps, ad locations, IAB block lists and monetization settings of an ad network's publisher account, with report and lookup functions.
package adpublisher
