import pulumi
import pulumi_adpublisher as adpublisher

settings = adpublisher.get_monetization_settings_output(app_id="5f2b1c0d9e8a7b6c5d4e3f21")

# None: the app uses the service's default list of sensitive categories.
pulumi.export("blockListId", settings.ad_blocking_settings.blocked_iab_categories_v1_list)
pulumi.export("blockedAdvertiserStoreIds", settings.ad_blocking_settings.blocked_advertiser_store_ids)
