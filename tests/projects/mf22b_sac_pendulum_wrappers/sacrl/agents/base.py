import abc


class Agent(abc.ABC):
    @abc.abstractmethod
    def init(self, key):
        """The agent's state: parameters and optimizer moments."""

    @abc.abstractmethod
    def act(self, state, obs, key):
        """An action for one observation."""

    @abc.abstractmethod
    def _update(self, state, batch, key):
        """One gradient step on a batch of transitions (jitted as `self.update`)."""
