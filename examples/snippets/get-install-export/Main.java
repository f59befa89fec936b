package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.enums.AppReportRole;
import io.github.adpublisher.adpublisher.enums.Format;
import io.github.adpublisher.adpublisher.inputs.GetInstallExportArgs;
import io.github.adpublisher.adpublisher.outputs.GetInstallExportResult;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        // A queued job whose file is streamed to the path (its folder must exist); device ids stay in the file.
        var installs = AdpublisherFunctions.getInstallExport(GetInstallExportArgs.builder()
            .dateMin("2026-11-01")
            .dateMax("2026-11-14")
            .role(AppReportRole.Publisher)
            .path("installs-2026-11-01.csv")
            .format(Format.Csv)
            .timeoutSeconds(1800.0)
            .build());

        ctx.export("installCount", installs.applyValue(GetInstallExportResult::rows));
        ctx.export("file", installs.applyValue(GetInstallExportResult::path));
    }
}
