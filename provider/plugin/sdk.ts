// The gRPC and protobuf modules the plugin speaks the engine's protocol with, loaded from the
// @pulumi/pulumi SDK's own dependencies.
import { createRequire } from "node:module";

/**
 * gRPC and protobuf exactly as @pulumi/pulumi ships them (its own dependencies, resolved from its
 * folder, whether or not npm hoisted them), with the SDK's generated ResourceProvider protos: the
 * plugin speaks the engine's protocol through the same code the SDK's provider server uses.
 */
const fromSdk = createRequire(require.resolve("@pulumi/pulumi/package.json"));

export const grpc = fromSdk("@grpc/grpc-js") as typeof import("@grpc/grpc-js");
export const { Struct } = fromSdk("google-protobuf/google/protobuf/struct_pb") as typeof import("google-protobuf/google/protobuf/struct_pb");
export const { Empty } = fromSdk("google-protobuf/google/protobuf/empty_pb") as typeof import("google-protobuf/google/protobuf/empty_pb");
export const proto = fromSdk("./proto/provider_pb") as typeof import("@pulumi/pulumi/proto/provider_pb");
export const pluginProto = fromSdk("./proto/plugin_pb") as typeof import("@pulumi/pulumi/proto/plugin_pb");
export const { ResourceProviderService } = fromSdk("./proto/provider_grpc_pb") as typeof import("@pulumi/pulumi/proto/provider_grpc_pb");

export type StructValue = InstanceType<typeof Struct>;
