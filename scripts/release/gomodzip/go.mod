module github.com/adpublisher/pulumi-adpublisher/scripts/release/gomodzip

go 1.25.0

require golang.org/x/mod v0.38.0
