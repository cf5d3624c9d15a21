-- wrk script: post.lua plus a random (exponential) think time of mean $WRK_DELAY_MS per
-- connection between requests, to hold a chosen request rate below saturation. wrk stays
-- closed-loop (a slow answer delays that connection's next request), so read the rate wrk
-- reports and its p99 as a lower bound of an open-loop p99.
dofile(os.getenv("WRK_SCRIPT_DIR") .. "/post.lua")
local mean = tonumber(os.getenv("WRK_DELAY_MS") or "0")

function delay()
  return math.floor(-mean * math.log(1 - math.random()))
end
