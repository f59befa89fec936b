// The progress indicator on stderr while a job runs: a spinner line redrawn in place on a
// terminal, plain lines otherwise (CI logs, pipes). stdout stays clean for the report.
const FRAMES = ["|", "/", "-", "\\"];

export interface Progress {
  update(message: string): void;
  stop(): void;
}

export function progressOn(stream: NodeJS.WriteStream): Progress {
  if (!stream.isTTY) {
    return { update: (message) => void stream.write(`... ${message}\n`), stop: () => undefined };
  }
  let message = "";
  let frame = 0;
  let timer: NodeJS.Timeout | undefined;
  const draw = () => stream.write(`\r\x1b[2K${FRAMES[frame++ % FRAMES.length]} ${message}`);
  return {
    update: (next) => {
      message = next;
      timer ??= setInterval(draw, 120).unref();
      draw();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      if (message) stream.write("\r\x1b[2K");
    },
  };
}
