import pulumi
import pulumi_adpublisher as adpublisher

# A queued job whose file is streamed to the path (its folder must exist); device ids stay in the file.
installs = adpublisher.get_install_export_output(
    date_min="2026-11-01",
    date_max="2026-11-14",
    role=adpublisher.AppReportRole.PUBLISHER,
    path="installs-2026-11-01.csv",
    format=adpublisher.Format.CSV,
    timeout_seconds=1800)

pulumi.export("installCount", installs.rows)
pulumi.export("file", installs.path)
