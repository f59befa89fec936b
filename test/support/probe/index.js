// @ts-check
"use strict";
const pulumi = require("@pulumi/pulumi");
const provider = require("./provider");

/** See index.d.ts and provider.js. */
class Probe extends pulumi.dynamic.Resource {
  /**
   * @param {string} name
   * @param {{ label: pulumi.Input<string> }} args
   * @param {pulumi.CustomResourceOptions} [opts]
   */
  constructor(name, args, opts) {
    super(provider, name, { ...args, nodeVersion: undefined, packageRevision: undefined }, opts, "adpublisher", "Probe");
  }
}

exports.Probe = Probe;
