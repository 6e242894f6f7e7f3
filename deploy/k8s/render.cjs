// Renders a kustomization the way `kubectl kustomize` does, for the subset these manifests use:
// resources (files and folders), namespace, images, patches (a strategic-merge file by kind and
// name, or an inline JSON patch with a target) and configMapGenerator (from files, with no hash in
// the name). Anything else is refused, so the test that uses it (tools/k8s-manifests.test.ts) never
// checks something other than what would be applied; where kubectl is installed, that test also
// compares this rendering with `kubectl kustomize`.
// CI has no network and no kustomize binary; kubectl applies the same folders with `-k`.
const fs = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches', 'configMapGenerator']);
const GENERATOR_FIELDS = new Set(['name', 'behavior', 'files', 'options']);

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function loadDocs(file) {
  return yaml.safeLoadAll(fs.readFileSync(file, 'utf8')).filter(Boolean);
}

/** Strategic merge as the built-in types do it for these fields: maps merge, lists of named items merge by name. */
function merge(target, patch) {
  if (isRecord(target) && isRecord(patch)) {
    const out = { ...target };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete out[key];
      else out[key] = key in target ? merge(target[key], value) : value;
    }
    return out;
  }
  const named = (list) => Array.isArray(list) && list.every((item) => isRecord(item) && typeof item.name === 'string');
  if (named(target) && named(patch)) {
    const out = target.map((item) => {
      const change = patch.find((p) => p.name === item.name);
      return change ? merge(item, change) : item;
    });
    return [...out, ...patch.filter((p) => !target.some((item) => item.name === p.name))];
  }
  return patch;
}

/** RFC 6902 add, replace and remove. */
function applyJsonPatch(object, operations) {
  const copy = structuredClone(object);
  for (const { op, path: pointer, value } of operations) {
    const keys = pointer
      .split('/')
      .slice(1)
      .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
    const last = keys.pop();
    let parent = copy;
    for (const key of keys) {
      if (!(key in parent))
        throw new Error(`JSON patch: ${pointer} does not exist in ${object.kind}/${object.metadata.name}`);
      parent = parent[key];
    }
    if (op !== 'add' && !(last in parent)) throw new Error(`JSON patch: ${pointer} does not exist`);
    if (op === 'remove') Array.isArray(parent) ? parent.splice(Number(last), 1) : delete parent[last];
    else if (op === 'add' && Array.isArray(parent))
      parent.splice(last === '-' ? parent.length : Number(last), 0, value);
    else if (op === 'add' || op === 'replace') parent[last] = value;
    else throw new Error(`JSON patch: unsupported op ${op}`);
  }
  return copy;
}

/** "registry:5000/name:tag@sha256:..." → its parts (a colon after the last slash starts the tag). */
function parseImage(image) {
  const [nameAndTag, digest] = image.split('@');
  const slash = nameAndTag.lastIndexOf('/');
  const colon = nameAndTag.lastIndexOf(':');
  return colon > slash
    ? { name: nameAndTag.slice(0, colon), tag: nameAndTag.slice(colon + 1), digest }
    : { name: nameAndTag, tag: undefined, digest };
}

function setImages(object, images) {
  const pod = object.spec?.template?.spec;
  if (!pod) return object;
  for (const container of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) {
    const current = parseImage(container.image);
    const rule = images.find((entry) => entry.name === current.name);
    if (!rule) continue;
    const digest = rule.digest ?? (rule.newTag ? undefined : current.digest);
    const tag = rule.digest ? undefined : (rule.newTag ?? current.tag);
    container.image = `${rule.newName ?? current.name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
  }
  return object;
}

/**
 * A configMapGenerator entry's ConfigMap: each file's content under its name (or `key=file`).
 * Only without a hash suffix in the name: a hashed name would need kustomize's hash and the
 * renaming of every reference to it.
 */
function generatedConfigMap(dir, generator) {
  const unsupported = Object.keys(generator).filter((key) => !GENERATOR_FIELDS.has(key));
  const options = generator.options ?? {};
  if (
    unsupported.length > 0 ||
    options.disableNameSuffixHash !== true ||
    Object.keys(options).some((k) => !['disableNameSuffixHash', 'labels'].includes(k))
  ) {
    throw new Error(
      `${dir}: configMapGenerator ${generator.name}: this renderer does only files, labels and disableNameSuffixHash: true`,
    );
  }
  const data = {};
  for (const entry of generator.files ?? []) {
    const [key, file] = entry.includes('=') ? entry.split('=') : [path.basename(entry), entry];
    data[key] = fs.readFileSync(path.join(dir, file), 'utf8');
  }
  const metadata = { name: generator.name, ...(options.labels ? { labels: options.labels } : {}) };
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata, data };
}

function applyGenerator(objects, dir, generator) {
  const made = generatedConfigMap(dir, generator);
  const target = { kind: 'ConfigMap', name: made.metadata.name };
  const existing = objects.some((object) => matches(object, target));
  const behavior = generator.behavior ?? 'create';
  if (behavior === 'create') {
    if (existing)
      throw new Error(`${dir}: ConfigMap/${made.metadata.name} exists already (behavior: replace or merge)`);
    return [...objects, made];
  }
  if (!existing) throw new Error(`${dir}: no ConfigMap/${made.metadata.name} to ${behavior}`);
  return objects.map((object) => {
    if (!matches(object, target)) return object;
    if (behavior === 'replace') return { ...made, metadata: { ...object.metadata, ...made.metadata } };
    if (behavior === 'merge') return merge(object, made);
    throw new Error(`${dir}: configMapGenerator behavior ${behavior} is not one kustomize has`);
  });
}

const matches = (object, target) =>
  Object.entries(target).every(([key, value]) =>
    key === 'name' ? object.metadata.name === value : key === 'kind' ? object.kind === value : false,
  );

/** The objects `kubectl kustomize <dir>` would print. */
function render(dir) {
  const kustomization = yaml.safeLoad(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'));
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${dir}: this renderer does not do ${unsupported.join(', ')}`);
  let objects = [];
  for (const resource of kustomization.resources ?? []) {
    const file = path.join(dir, resource);
    objects.push(...(fs.statSync(file).isDirectory() ? render(file) : loadDocs(file)));
  }
  for (const generator of kustomization.configMapGenerator ?? []) objects = applyGenerator(objects, dir, generator);
  for (const patch of kustomization.patches ?? []) {
    if (patch.path) {
      for (const change of loadDocs(path.join(dir, patch.path))) {
        const target = { kind: change.kind, name: change.metadata.name };
        if (!objects.some((object) => matches(object, target)))
          throw new Error(`${patch.path}: no ${target.kind}/${target.name}`);
        objects = objects.map((object) => (matches(object, target) ? merge(object, change) : object));
      }
    } else {
      const operations = yaml.safeLoad(patch.patch);
      if (!objects.some((object) => matches(object, patch.target)))
        throw new Error(`no object matches ${JSON.stringify(patch.target)}`);
      objects = objects.map((object) => (matches(object, patch.target) ? applyJsonPatch(object, operations) : object));
    }
  }
  if (kustomization.images) objects = objects.map((object) => setImages(object, kustomization.images));
  if (kustomization.namespace) {
    objects = objects.map((object) => ({
      ...object,
      metadata: { ...object.metadata, namespace: kustomization.namespace },
    }));
  }
  return objects;
}

module.exports = { render, parseImage };
