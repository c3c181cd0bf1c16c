"""What every agent offers the training loop."""


class Agent:
    def init(self, key):
        raise NotImplementedError

    def act(self, params, key, obs, epsilon):
        raise NotImplementedError

    def update(self, state, batch):
        raise NotImplementedError
