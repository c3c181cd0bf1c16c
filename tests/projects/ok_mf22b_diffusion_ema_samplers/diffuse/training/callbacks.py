"""Hooks the trainer calls after each step."""


class Callback:
    def on_step(self, step, loss):
        pass


class LossLogger(Callback):
    def __init__(self, every=10):
        self.every, self.history = every, []

    def on_step(self, step, loss):
        self.history.append(float(loss))
        if step % self.every == 0:
            print(f"step {step}: loss {float(loss):.4f}")
