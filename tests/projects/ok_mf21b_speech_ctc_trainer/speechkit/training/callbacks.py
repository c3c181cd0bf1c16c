"""Hooks the trainer calls after each step."""


class Callback:
    def on_step_end(self, step, loss):
        pass


class LossLogger(Callback):
    def __init__(self, every=10):
        self.every = every
        self.history = []

    def on_step_end(self, step, loss):
        if step % self.every == 0:
            self.history.append(float(loss))
