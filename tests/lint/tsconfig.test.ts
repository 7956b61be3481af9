// Issue 39: the app is typechecked as the browser runs it (tsconfig.app.json: DOM and WebWorker, no Node), and
// the simulations, tests, scripts and configs as Node runs them (tsconfig.node.json); `tsc -b` checks both.
// These cases prove that a Node-only module in an app file fails the app's typecheck and passes the Node one.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function config(name: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    `${root}${name}`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${name} could not be read`);
  return parsed;
}

/** The error codes the project's options give `text`, typechecked as the file `path` (relative to the root). */
function errorsOf(project: ts.ParsedCommandLine, path: string, text: string): number[] {
  const fileName = `${root}${path}`;
  const host = ts.createCompilerHost(project.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.readFile = (name) => (name === fileName ? text : readFile(name));
  const program = ts.createProgram({ rootNames: [fileName], options: project.options, host });
  return ts.getPreEmitDiagnostics(program).map((d) => d.code);
}

const NODE_ONLY = [
  "import { readFileSync } from 'node:fs';",
  "export const saved = readFileSync('match.json', 'utf8');",
  'export const args = process.argv;',
].join('\n');
const BROWSER = "export const saved = localStorage.getItem('match') ?? document.title;";

describe('the typecheck: the app as the browser runs it, the rest as Node does', () => {
  const app = config('tsconfig.app.json');
  const node = config('tsconfig.node.json');
  const relative = (files: string[]) => files.map((f) => f.slice(root.length));

  it('tsc -b checks both projects from tsconfig.json', () => {
    const solution = config('tsconfig.json');
    expect(solution.fileNames).toEqual([]);
    expect(solution.projectReferences?.map((r) => r.path.slice(root.length))).toEqual([
      'tsconfig.app.json',
      'tsconfig.node.json',
    ]);
  });

  it('the app project holds the app and no Node command line', () => {
    const files = relative(app.fileNames);
    expect(files).toEqual(
      expect.arrayContaining(['src/main.tsx', 'src/store/index.ts', 'src/worker/worker.ts']),
    );
    expect(files.filter((f) => f.startsWith('src/sim/') || !f.startsWith('src/'))).toEqual([]);
    expect(relative(node.fileNames)).toEqual(expect.arrayContaining(['src/sim/cli.ts', 'vite.config.ts']));
  });

  it('a Node-only module in an app file fails the app typecheck', () => {
    const errors = errorsOf(app, 'src/store/fixture.ts', NODE_ONLY);
    // 2591: cannot find the name 'node:fs' / 'process' (Node's types are not there).
    expect(errors).toContain(2591);
  });

  it('the same module type-checks as Node code, and browser code type-checks in the app', () => {
    expect(errorsOf(node, 'src/sim/fixture.ts', NODE_ONLY)).toEqual([]);
    expect(errorsOf(app, 'src/store/fixture.ts', BROWSER)).toEqual([]);
  });
});
