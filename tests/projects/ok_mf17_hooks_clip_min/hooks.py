class HookManager:
    """Named events, each a list of functions run in order on a value."""

    def __init__(self):
        self.hooks = {"after_grad": [], "after_update": []}

    def add(self, event, fn):
        self.hooks[event].append(fn)

    def run(self, event, value):
        for fn in self.hooks[event]:
            value = fn(value)
        return value
