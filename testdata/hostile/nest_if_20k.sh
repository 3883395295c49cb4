# hostile: if blocks nested 20,000 deep
# want: nests more than 1000 levels
# tscheck: nests more than 1000 levels
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
if true; then
echo deep
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
fi
