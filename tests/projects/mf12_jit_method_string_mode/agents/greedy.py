from .base import Agent


class GreedyAgent(Agent):
    pass
