// RunPlugin for policy packs (kind "analyzer"), loaded by our pulumi-language-nodejs.
//
// What the engine needs (CLI 3.259, sdk/nodejs/cmd/pulumi-language-nodejs RunPlugin and the SDK's
// PolicyProxy): for a `runtime: nodejs` PulumiPolicy.yaml the engine asks the language host to
// RunPlugin with kind "analyzer" and reads the pack's port from the streamed stdout. The official
// host answers with a proxy: it serves the Analyzer service itself, waits for the engine's
// ConfigureStack (stack, project, organization, dry run, the stack's config), then starts
// `@pulumi/pulumi/cmd/run-policy-pack` (resolved from the pack's folder, so a pack inside an
// installed package finds the project's modules) in the pack's folder with that in its environment
// (PULUMI_NODEJS_STACK..., PULUMI_CONFIG), and forwards every call to it. This does the same.
"use strict";
const path = require("node:path");
const { spawn } = require("node:child_process");

const EXIT_WITH_PARENT = path.join(__dirname, "exit-with-parent.js");

/** The stack's config as the program would see it: secrets plain, as the engine decrypted them. */
function configJson(request) {
  const config = {};
  for (const [key, value] of request.getConfigMap().entries()) config[key] = value;
  return JSON.stringify(config);
}

function runPolicyPack({ grpc, sdkDir, analyzerGrpc, call, send }) {
  const req = call.request;
  const info = req.getInfo();
  const packDir = (info && info.getProgramDirectory()) || req.getPwd();
  const baseEnv = {};
  for (const entry of req.getEnvList()) {
    const at = entry.indexOf("=");
    if (at > 0) baseEnv[entry.slice(0, at)] = entry.slice(at + 1);
  }
  let runScript;
  try {
    runScript = require.resolve("@pulumi/pulumi/cmd/run-policy-pack", { paths: [packDir, sdkDir] });
  } catch (error) {
    send("stderr", `${error.message}\n`);
    return Promise.resolve(1);
  }

  let child;
  let exited;
  const exitCode = new Promise((resolve) => (exited = resolve));
  /** Starts the real pack once, with what ConfigureStack said (or nothing, if it never came). */
  let packClient;
  const startPack = (configure) => {
    if (packClient) return packClient;
    const env = { ...process.env, ...baseEnv, ADPUBLISHER_WATCH_PARENT_PID: String(process.pid) };
    if (configure) {
      const set = (key, value) => {
        if (value) env[key] = value;
      };
      for (const prefix of ["PULUMI_NODEJS_", "PULUMI_"]) {
        set(`${prefix}ORGANIZATION`, configure.getOrganization());
        set(`${prefix}PROJECT`, configure.getProject());
        set(`${prefix}STACK`, configure.getStack());
        set(`${prefix}DRY_RUN`, String(configure.getDryRun()));
      }
      env.PULUMI_CONFIG = configJson(configure);
    }
    child = spawn(process.execPath, ["--require", EXIT_WITH_PARENT, runScript, ...req.getArgsList(), packDir], {
      cwd: packDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stderr.on("data", (data) => send("stderr", data));
    child.on("exit", (code, signal) => exited(code ?? (signal ? 1 : 0)));
    packClient = new Promise((resolve, reject) => {
      let buffered = "";
      const onData = (data) => {
        buffered += data.toString();
        const newline = buffered.indexOf("\n");
        if (newline < 0) return;
        child.stdout.off("data", onData);
        // Later output of the pack (a policy's console.log) goes to the engine as the pack's stdout.
        child.stdout.on("data", (more) => send("stdout", more));
        const Client = grpc.makeGenericClientConstructor(analyzerGrpc.AnalyzerService, "Analyzer");
        resolve(new Client(`127.0.0.1:${buffered.slice(0, newline).trim()}`, grpc.credentials.createInsecure()));
      };
      child.stdout.on("data", onData);
      child.on("exit", (code) => reject(new Error(`the policy pack exited (code ${code}) before it served`)));
    });
    return packClient;
  };

  let handshake;
  const forward = (name, request, callback) => {
    startPack(undefined).then(
      (client) => client[name](request, callback),
      (error) => callback({ code: grpc.status.UNAVAILABLE, details: error.message }),
    );
  };
  const handlers = {};
  for (const name of Object.keys(analyzerGrpc.AnalyzerService)) handlers[name] = (c, callback) => forward(name, c.request, callback);
  // The engine's first call: kept, answered, and repeated to the pack once it runs.
  handlers.handshake = (c, callback) => {
    handshake = c.request;
    const analyzerProto = require(path.join(sdkDir, "proto", "analyzer_pb.js"));
    callback(null, new analyzerProto.AnalyzerHandshakeResponse());
  };
  handlers.configureStack = (c, callback) => {
    startPack(c.request).then(
      (client) => {
        const configure = () => client.configureStack(c.request, callback);
        if (handshake) client.handshake(handshake, () => configure());
        else configure();
      },
      (error) => callback({ code: grpc.status.UNAVAILABLE, details: error.message }),
    );
  };

  const server = new grpc.Server({ "grpc.max_receive_message_length": 400 * 1024 * 1024 });
  server.addService(analyzerGrpc.AnalyzerService, handlers);
  return new Promise((resolve) => {
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, port) => {
      if (err) {
        send("stderr", `could not start the policy pack proxy: ${err.message}\n`);
        resolve(1);
        return;
      }
      send("stdout", `${port}\n`);
      // The engine ends the plugin by cancelling the call: the pack goes with it.
      call.on("cancelled", () => {
        if (child) child.kill("SIGTERM");
        server.forceShutdown();
        exited(0);
      });
      exitCode.then((code) => {
        server.forceShutdown();
        resolve(code);
      });
    });
  });
}

module.exports = { runPolicyPack };
