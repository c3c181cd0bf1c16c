from .distributions import entropy, log_prob
from .networks import init_actor_critic, actor_critic
from .ppo import make_update, ppo_loss

__all__ = ["actor_critic", "entropy", "init_actor_critic", "log_prob", "make_update", "ppo_loss"]
