// mgimind: long-term memory for OpenCode. Written by `mgimind install-hooks opencode`,
// removed by `mgimind uninstall-hooks opencode` (a file without this first line is not ours).
// Each hook runs mgimind's hook entry with a JSON event on stdin and reads the context it
// prints; any failure (no Python, daemon down, timeout) gives no context and never breaks
// the run.
import { spawn } from "node:child_process";

const PYTHON = __PYTHON__;
const HOOK = __HOOK__;
// Milliseconds before a hook is given up; the hook client's own budget is shorter.
const BUDGET_MS = { "session-start": 15000, prompt: 8000, "pre-compact": 10000 };

function hook(event, payload) {
  return new Promise((resolve) => {
    let out = "";
    let child;
    try {
      child = spawn(PYTHON, ["-I", "-S", HOOK, "opencode", event], {
        stdio: ["pipe", "pipe", "ignore"],
      });
    } catch {
      return resolve("");
    }
    const timer = setTimeout(() => {
      child.kill();
      resolve("");
    }, BUDGET_MS[event]);
    child.on("error", () => {
      clearTimeout(timer);
      resolve("");
    });
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("close", () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out).hookSpecificOutput.additionalContext || "");
      } catch {
        resolve("");
      }
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify(payload));
  });
}

export const MgimindMemory = async ({ directory }) => {
  const briefings = new Map(); // session id -> its briefing (asked once per session)
  const recalls = new Map(); // session id -> the recall for its latest user message
  return {
    "chat.message": async (input, output) => {
      const text = (output.parts || [])
        .filter((part) => part.type === "text" && !part.synthetic && !part.ignored)
        .map((part) => part.text)
        .join("\n")
        .trim();
      if (!input.sessionID || !text) return;
      const payload = { session_id: input.sessionID, cwd: directory, prompt: text };
      recalls.set(input.sessionID, await hook("prompt", payload));
    },
    "experimental.chat.system.transform": async (input, output) => {
      const id = input.sessionID;
      if (!id) return; // a call outside a session (agent generation): no memory
      if (!briefings.has(id)) {
        const payload = { session_id: id, cwd: directory, source: "startup" };
        briefings.set(id, await hook("session-start", payload));
      }
      for (const text of [briefings.get(id), recalls.get(id)]) {
        if (text) output.system.push(text);
      }
    },
    "experimental.session.compacting": async (input) => {
      const payload = { session_id: input.sessionID, cwd: directory, trigger: "auto" };
      await hook("pre-compact", payload);
    },
  };
};
