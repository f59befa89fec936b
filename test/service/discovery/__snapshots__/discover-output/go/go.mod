module adpublisherAccount

go 1.25.11

require (
	github.com/adpublisher/pulumi-adpublisher/sdk/go v0.1.0
	github.com/pulumi/pulumi/sdk/v3 v3.259.0
)

// The SDK is not published under its path (docs/sdks.md): point it at its folder, then fill in go.sum:
//   go mod edit -replace=github.com/adpublisher/pulumi-adpublisher/sdk/go=/path/to/pulumi-adpublisher/sdk/go && go mod tidy
