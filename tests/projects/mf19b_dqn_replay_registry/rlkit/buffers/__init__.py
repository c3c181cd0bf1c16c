from .replay import ReplayState, replay_add, replay_init, replay_sample

__all__ = ["ReplayState", "replay_add", "replay_init", "replay_sample"]
