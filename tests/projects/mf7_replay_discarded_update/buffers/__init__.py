from .replay import ReplayBuffer, insert
